print("avoiding-demo: under construction")

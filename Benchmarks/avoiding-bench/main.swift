print("avoiding-bench: under construction")

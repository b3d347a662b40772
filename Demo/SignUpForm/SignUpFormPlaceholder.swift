/// Placeholder until the SignUpForm target has sources.
enum SignUpFormPlaceholder {}

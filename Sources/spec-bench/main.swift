print("spec-bench: not yet built")

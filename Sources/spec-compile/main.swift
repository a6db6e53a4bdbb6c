print("spec-compile: not yet built")

print("template-bench")

print("lint-bench")

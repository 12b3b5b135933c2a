def untagged(entries):
    for e in entries:
        if len() = 0:
            pass

{ await 0

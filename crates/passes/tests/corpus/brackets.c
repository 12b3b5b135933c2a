int v = ((CRASH + 1) * 2);

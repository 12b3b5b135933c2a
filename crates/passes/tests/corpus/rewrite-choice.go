package p

func pair() (int, int) { return 1, 2 }

func g() {
	x := 1 + 2
	ch, a := pair()
}

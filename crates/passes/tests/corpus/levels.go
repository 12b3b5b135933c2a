package p

var buf []byte

func at(i int) byte {
	return buf[i]
}

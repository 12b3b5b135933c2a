package scanner

import (
	"fmt"
	"os"
	"strings"
)

type Scanner struct{ src string }

func (s *Scanner) report() {
	pos := len(s.src)
	fmt.Fprintf(os.Stderr, "at %d\n", pos)
}

func (s *Scanner) trim() string {
	return strings.TrimSpace(s.src)
}

func (s *Scanner) scanNumber() {
	ch := 0
}

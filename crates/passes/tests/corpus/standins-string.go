package flag

type FlagSet struct {
	args []string
}

func (f FlagSet) parseOne() {
	s := f.args[0]
	s = s[0]
}

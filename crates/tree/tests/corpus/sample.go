// Package tally counts words.
package main

import (
	"fmt"
	"strings"
)

// Tally counts words.
type Tally struct {
	counts map[string]int
	order  []string
}

func NewTally() *Tally {
	return &Tally{counts: make(map[string]int)}
}

func (t *Tally) Add(word string) int {
	word = strings.ToLower(word)
	if _, ok := t.counts[word]; !ok {
		t.order = append(t.order, word)
	}
	t.counts[word]++
	return t.counts[word]
}

func main() {
	t := NewTally()
	done := make(chan int, 3)
	for _, word := range []string{"a", "B", "a"} {
		go func(w string) { done <- t.Add(w) }(word)
		fmt.Println(<-done)
	}
	defer fmt.Println(len(t.order))
	switch n := len(t.counts); {
	case n > 1:
		fmt.Printf("%d words\n", n)
	default:
		fmt.Println("one word")
	}
}

enum StrSimError {}
type HammingResult = Result<usize, StrSimError>;

fn generic_hamming() -> HammingResult {
    0
}

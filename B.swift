func g() {
    let value = 2
    _ = value
}

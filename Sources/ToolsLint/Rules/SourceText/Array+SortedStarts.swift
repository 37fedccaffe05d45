// Copyright © 2026 Tools Authors. All rights reserved.

/// Ascending start offsets (of lines, of a sequence's elements): which one covers an offset.
extension Array where Element == Int {
    /// The index of the last start at or before `offset`, by binary search; 0 when `offset` precedes them all.
    /// The array holds at least one start, in ascending order.
    func lastIndex(startingAtOrBefore offset: Int) -> Int {
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

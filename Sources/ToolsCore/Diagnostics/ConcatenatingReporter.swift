// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A reporter whose report of several files is its report of each file, one after another in path order:
/// a line per finding, no header, no footer. A file's part of such a report can then be kept and reused as
/// long as the file's findings stay the same, which spares a warm run over a large tree rebuilding and
/// rendering hundreds of thousands of findings that did not change.
public protocol ConcatenatingReporter: Reporter {}

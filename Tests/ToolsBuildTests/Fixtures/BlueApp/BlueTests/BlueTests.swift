// Copyright © 2026 Tools Authors. All rights reserved.

/// The tests of this fixture's app.
enum BlueTests {}

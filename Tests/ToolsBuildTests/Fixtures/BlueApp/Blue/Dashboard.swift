// Copyright © 2026 Tools Authors. All rights reserved.

/// A view of this fixture's app.
enum Dashboard {}

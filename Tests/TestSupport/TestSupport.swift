// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

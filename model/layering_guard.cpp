// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata_model is the UI-free core shared by the GUI and errata-cli: linking Qt Widgets into it
// (which defines QT_WIDGETS_LIB for its consumers) must break the build, not slip through.
#ifdef QT_WIDGETS_LIB
#error "errata_model must not depend on Qt Widgets; put widget code in widgets/"
#endif

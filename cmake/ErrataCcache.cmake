# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Rebuilds on 2-core machines are dominated by recompiling unchanged files; ccache makes them cheap.
find_program(ERRATA_CCACHE ccache)
if(ERRATA_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    set(CMAKE_CXX_COMPILER_LAUNCHER "${ERRATA_CCACHE}")
    message(STATUS "Using ccache: ${ERRATA_CCACHE}")
endif()

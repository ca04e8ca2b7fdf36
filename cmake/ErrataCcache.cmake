# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Rebuilds on 2-core machines are dominated by recompiling unchanged files; ccache makes them cheap.
# Every clone (CI's fresh one, worktrees, a developer's checkout) should hit the same cache, so ccache sees
# paths relative to the folder holding the clone (base_dir), and the build folder is left out of the hash
# (hash_dir: by default ccache hashes the working directory whenever -g is on, which made every Debug build in
# a new clone a full miss). The tests' precompiled header (tests/CMakeLists.txt) is cached too, which ccache
# allows only with the sloppiness below: it cannot see which macros a precompiled header was built with, nor
# tell __TIME__ in one apart (none of ours uses either).
find_program(ERRATA_CCACHE ccache)
if(ERRATA_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    get_filename_component(_errata_clone_parent "${PROJECT_SOURCE_DIR}" DIRECTORY)
    set(CMAKE_CXX_COMPILER_LAUNCHER
        "${CMAKE_COMMAND}" -E env "CCACHE_BASEDIR=${_errata_clone_parent}" CCACHE_NOHASHDIR=1
        CCACHE_SLOPPINESS=pch_defines,time_macros "${ERRATA_CCACHE}")
    message(STATUS "Using ccache: ${ERRATA_CCACHE} (base_dir ${_errata_clone_parent})")
endif()

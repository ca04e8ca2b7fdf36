# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Paths compiled into tests and benchmarks are relative to the folder of their executable, so they read
# the same in every clone and the compiler cache serves a fresh clone too (tests/CMakeLists.txt,
# errata_test_path). Relative between the real paths: at run time the executable's folder comes with its
# links resolved (QCoreApplication::applicationDirPath), so a link on the way must not change the count.
function(errata_relative_real_path out from to)
    file(REAL_PATH "${from}" _from)
    file(REAL_PATH "${to}" _to)
    file(RELATIVE_PATH _relative "${_from}" "${_to}")
    set(${out} "${_relative}" PARENT_SCOPE)
endfunction()

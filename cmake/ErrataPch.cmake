# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled headers (ERRATA_PCH): the Qt headers each library's files include, parsed once per library
# rather than once per file. In a cold CI run compiling is most of the time, and in a typical file of
# ours most of the compiling is Qt's headers. Libraries of a few files are left out: their precompiled
# header would cost more than it saves. The tests share one of their own (tests/pch/).
#   errata_precompile(target [SQL] [WIDGETS])   SQL: model/storage only, the one library that may use it
function(errata_precompile target)
    if(NOT ERRATA_PCH)
        return()
    endif()
    cmake_parse_arguments(PARSE_ARGV 1 _pch "SQL;WIDGETS" "" "")
    set(_headers [["cmake/pch/core.h"]])
    if(_pch_SQL)
        list(APPEND _headers [["cmake/pch/sql.h"]])
    endif()
    if(_pch_WIDGETS)
        list(APPEND _headers [["cmake/pch/widgets.h"]])
    endif()
    target_precompile_headers(${target} PRIVATE ${_headers})
    errata_pch_cacheable(${target})
endfunction()

# The compiler cache shares objects between clones in different folders (cmake/ErrataCcache.cmake); with a
# precompiled header it can only if the header is named relative to the include path (CMake writes a path
# given as a file into the generated header, the clone's folder with it), no definition holds the clone's
# folder (ccache hashes them all for a precompiled header: see QT_TESTCASE_SOURCEDIR in CMakeLists.txt),
# GCC marks where the header is used in its preprocessed output (-fpch-preprocess, for ccache's
# preprocessor mode), and clang leaves its headers' times out of the header (in a new clone every file is
# new, and clang refuses a precompiled header older than a header it holds).
function(errata_pch_cacheable target)
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
        target_compile_options(${target} PRIVATE -fpch-preprocess)
    elseif(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        target_compile_options(${target} PRIVATE "SHELL:-Xclang -fno-pch-timestamp")
    endif()
endfunction()

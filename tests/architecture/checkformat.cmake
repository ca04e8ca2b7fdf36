# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Every C++ file is as clang-format leaves it (.clang-format at the top). Only Debian 12's clang-format 14
# decides: other versions break lines differently, so with another one the check says it is skipped.
# Run as: cmake -DSOURCE_DIR=<repo> -DCLANG_FORMAT=<clang-format-14 or empty> -P checkformat.cmake
cmake_minimum_required(VERSION 3.25)

if(NOT CLANG_FORMAT)
    message("SKIPPED: clang-format 14 is not installed (Debian 12: apt install clang-format-14)")
    return()
endif()
file(GLOB_RECURSE _files RELATIVE "${SOURCE_DIR}"
     "${SOURCE_DIR}/model/*.h" "${SOURCE_DIR}/model/*.cpp" "${SOURCE_DIR}/widgets/*.h" "${SOURCE_DIR}/widgets/*.cpp"
     "${SOURCE_DIR}/web/*.h" "${SOURCE_DIR}/web/*.cpp"
     "${SOURCE_DIR}/app/*.h" "${SOURCE_DIR}/app/*.cpp" "${SOURCE_DIR}/tests/*.h" "${SOURCE_DIR}/tests/*.cpp"
     "${SOURCE_DIR}/bench/*.h" "${SOURCE_DIR}/bench/*.cpp")
list(FILTER _files EXCLUDE REGEX "^tests/fuzz/seeds/")
execute_process(COMMAND "${CLANG_FORMAT}" --dry-run --Werror --style=file ${_files}
                WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE _rc ERROR_VARIABLE _err OUTPUT_QUIET)
if(NOT _rc EQUAL 0)
    string(REGEX MATCHALL "[^\n]*: error: code should be clang-formatted[^\n]*" _where "${_err}")
    list(REMOVE_DUPLICATES _where)
    list(JOIN _where "\n  " _text)
    message(FATAL_ERROR "Not formatted as .clang-format says (run ${CLANG_FORMAT} -i on these):\n  ${_text}")
endif()
list(LENGTH _files _count)
message(STATUS "Format: ${_count} files as clang-format 14 leaves them")

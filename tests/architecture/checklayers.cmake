# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The storage line and the library order (docs/architecture.md), checked on the sources:
#  1. a model library includes only from itself and the libraries below it;
#  2. no Qt SQL, no sqlite3 C API and no SQL statement text outside model/storage (model, widgets, app, web);
#  3. no file dialog but widgets/common/filedialogs (the others read the open project's bytes);
#  4. the web page's adapters (web/) include neither the widgets nor the app.
# Run as: cmake -DSOURCE_DIR=<repo> -P checklayers.cmake. Fails listing every offending line.
cmake_minimum_required(VERSION 3.25)

set(_below_domain "")
set(_below_stats domain)
set(_below_interchange domain)
set(_below_figures domain stats)
set(_below_storage domain stats)
set(_below_project domain stats interchange storage)
set(_below_document domain stats interchange storage project)
set(_below_generators domain stats interchange storage project document)
set(_libraries domain stats interchange figures storage project document generators)

set(_problems "")
file(GLOB_RECURSE _model_files RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/model/*.h" "${SOURCE_DIR}/model/*.cpp")
foreach(_file IN LISTS _model_files)
    if(NOT _file MATCHES "^model/([a-z]+)/")
        continue() # layering_guard.cpp
    endif()
    set(_library "${CMAKE_MATCH_1}")
    if(NOT _library IN_LIST _libraries)
        list(APPEND _problems "${_file}: folder ${_library} is not a model library")
        continue()
    endif()
    file(STRINGS "${SOURCE_DIR}/${_file}" _includes REGEX "^#include \"model/")
    foreach(_line IN LISTS _includes)
        string(REGEX MATCH "^#include \"model/([a-z]+)/" _ "${_line}")
        set(_target "${CMAKE_MATCH_1}")
        if(NOT _target STREQUAL _library AND NOT _target IN_LIST _below_${_library})
            list(APPEND _problems "${_file}: ${_library} may not include ${_target} (${_line})")
        endif()
    endforeach()
endforeach()

# SQL text: a string literal that starts a statement. Storage's own readers and repositories hold all of it.
set(_sql_pattern "(#include <QSql|#include <sqlite3|sqlite3_[a-z]|\"[ ]*(SELECT|INSERT INTO|INSERT OR|UPDATE [a-z_]+ SET|DELETE FROM|PRAGMA|CREATE (TABLE|INDEX|TRIGGER)|VACUUM|BEGIN|COMMIT|ROLLBACK)[ ;\"])")
file(GLOB_RECURSE _code_files RELATIVE "${SOURCE_DIR}"
     "${SOURCE_DIR}/model/*.h" "${SOURCE_DIR}/model/*.cpp" "${SOURCE_DIR}/widgets/*.h" "${SOURCE_DIR}/widgets/*.cpp"
     "${SOURCE_DIR}/app/*.h" "${SOURCE_DIR}/app/*.cpp" "${SOURCE_DIR}/web/*.h" "${SOURCE_DIR}/web/*.cpp")
foreach(_file IN LISTS _code_files)
    if(_file MATCHES "^model/storage/")
        continue()
    endif()
    file(STRINGS "${SOURCE_DIR}/${_file}" _lines REGEX "${_sql_pattern}")
    foreach(_line IN LISTS _lines)
        string(STRIP "${_line}" _line)
        list(APPEND _problems "${_file}: SQL outside model/storage: ${_line}")
    endforeach()
endforeach()

# File dialogs only through widgets/common/filedialogs: QFileDialog's static functions (and native
# dialogs) read the first bytes of every file they list, the open project among them, in the window's
# process, which releases the window's SQLite locks on it (docs/reliability.md).
foreach(_file IN LISTS _code_files)
    if(_file STREQUAL "widgets/common/filedialogs.cpp")
        continue()
    endif()
    file(STRINGS "${SOURCE_DIR}/${_file}" _lines REGEX "QFileDialog::get|QFileDialog [a-z]+\\(|QFileIconProvider")
    foreach(_line IN LISTS _lines)
        string(STRIP "${_line}" _line)
        list(APPEND _problems "${_file}: a file dialog outside widgets/common/filedialogs: ${_line}")
    endforeach()
endforeach()

# The web page (web/) sits above the model beside the widgets: it adapts HTTP as they adapt clicks, and
# includes neither them nor the app.
file(GLOB_RECURSE _web_files RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/web/*.h" "${SOURCE_DIR}/web/*.cpp")
foreach(_file IN LISTS _web_files)
    file(STRINGS "${SOURCE_DIR}/${_file}" _lines REGEX "^#include [<\"](widgets/|app/|Q[A-Z][a-zA-Z]*Widget|QWidget)")
    foreach(_line IN LISTS _lines)
        list(APPEND _problems "${_file}: web may not include the widgets or the app: ${_line}")
    endforeach()
endforeach()

if(_problems)
    list(LENGTH _problems _count)
    list(JOIN _problems "\n  " _text)
    message(FATAL_ERROR "${_count} layering problems:\n  ${_text}")
endif()
message(STATUS "Layering: every model library includes only downward; no SQL outside model/storage")

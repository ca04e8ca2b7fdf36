# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a committed .ts file is not complete *for the current sources*: lupdate runs on a copy
# (keeping obsolete entries, unlike update_translations), so a new or changed tr() string shows up
# as "unfinished" and a string no longer in the sources as "vanished"/"obsolete"; untranslated
# entries already in the file count too.
# PLURAL_ONLY_TS_FILES (English) hold the plural forms only, as update_translations makes them (-pluralonly).
# cmake -DLUPDATE=… -DSOURCES_LIST=… -DWORK_DIR=… -DTS_FILES="a.ts;b.ts" [-DPLURAL_ONLY_TS_FILES=en.ts]
#       -P checktranslations.cmake
cmake_policy(SET CMP0057 NEW) # if(IN_LIST)
file(MAKE_DIRECTORY "${WORK_DIR}")
set(_failures "")
foreach(_ts IN LISTS TS_FILES PLURAL_ONLY_TS_FILES)
    get_filename_component(_name "${_ts}" NAME)
    set(_copy "${WORK_DIR}/${_name}")
    file(COPY_FILE "${_ts}" "${_copy}")
    set(_only "")
    if(_ts IN_LIST PLURAL_ONLY_TS_FILES)
        set(_only -pluralonly)
    endif()
    execute_process(COMMAND "${LUPDATE}" -silent -locations none ${_only} "@${SOURCES_LIST}" -ts "${_copy}"
                    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
    if(NOT _rc EQUAL 0)
        message(FATAL_ERROR "lupdate failed on ${_name}: ${_err}")
    endif()
    file(READ "${_copy}" _content)
    # CMake lists split on ";" and treat "[" "]" specially: take them out before matching.
    string(REPLACE ";" "," _content "${_content}")
    string(REPLACE "[" "(" _content "${_content}")
    string(REPLACE "]" ")" _content "${_content}")
    string(REGEX MATCHALL "<source>[^<]*</source>[^<]*(<comment>[^<]*</comment>[^<]*)?<translation type=\"(unfinished|vanished|obsolete)\""
           _entries "${_content}")
    list(LENGTH _entries _bad)
    set(_shown 0)
    foreach(_entry IN LISTS _entries)
        string(REGEX MATCH "<source>([^<]*)</source>" _ignored "${_entry}")
        set(_source "${CMAKE_MATCH_1}")
        string(REGEX MATCH "type=\"([a-z]+)\"" _ignored "${_entry}")
        if(_shown LESS 20)
            string(APPEND _failures "  ${_name}: ${CMAKE_MATCH_1}: ${_source}\n")
            math(EXPR _shown "${_shown} + 1")
        endif()
    endforeach()
    if(_bad GREATER 0)
        string(APPEND _failures "  ${_name}: ${_bad} entries to fix in all\n")
    else()
        message(STATUS "${_name}: complete")
    endif()
endforeach()
if(_failures)
    message(FATAL_ERROR "Translations are not complete for the current sources "
                        "(run `ninja update_translations`, then translate every unfinished entry):\n${_failures}")
endif()

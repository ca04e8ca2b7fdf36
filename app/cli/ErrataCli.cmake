# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# errata-cli: every batch operation, on the model only. Included by app/ and by the sanitizer build
# (cmake/ErrataSanitize.cmake), whose model tests run the CLI too.
qt_add_executable(errata_cli
    ${CMAKE_CURRENT_LIST_DIR}/main.cpp
    ${CMAKE_CURRENT_LIST_DIR}/agreementcommand.cpp
    ${CMAKE_CURRENT_LIST_DIR}/clicommands.cpp ${CMAKE_CURRENT_LIST_DIR}/clicommands.h
    ${CMAKE_CURRENT_LIST_DIR}/clioutput.cpp ${CMAKE_CURRENT_LIST_DIR}/clioutput.h
    ${CMAKE_CURRENT_LIST_DIR}/exportcommand.cpp
    ${CMAKE_CURRENT_LIST_DIR}/archiveimportcommand.cpp
    ${CMAKE_CURRENT_LIST_DIR}/importcommand.cpp
    ${CMAKE_CURRENT_LIST_DIR}/packagecommand.cpp
    ${CMAKE_CURRENT_LIST_DIR}/reviewcommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/statscommand.cpp
    ${CMAKE_CURRENT_LIST_DIR}/heatmapcommand.cpp
    ${CMAKE_CURRENT_LIST_DIR}/qualitycommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/generatecommand.cpp
    ${CMAKE_CURRENT_LIST_DIR}/backupcommand.cpp
)
set_target_properties(errata_cli PROPERTIES OUTPUT_NAME errata-cli)
target_link_libraries(errata_cli PRIVATE Errata::Model Errata::BuildOptions)

# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# errata-cli: every batch operation, on the model only. Included by app/ and by the sanitizer build
# (cmake/ErrataSanitize.cmake), whose model tests run the CLI too.
# Relative to the including folder: the translations scan (app/CMakeLists.txt) takes relative sources only.
file(RELATIVE_PATH _errata_cli_dir "${CMAKE_CURRENT_SOURCE_DIR}" "${CMAKE_CURRENT_LIST_DIR}")
qt_add_executable(errata_cli
    ${_errata_cli_dir}/main.cpp
    ${_errata_cli_dir}/agreementcommand.cpp
    ${_errata_cli_dir}/clicommands.cpp ${_errata_cli_dir}/clicommands.h ${_errata_cli_dir}/clirun.cpp
    ${_errata_cli_dir}/checkedoutput.cpp ${_errata_cli_dir}/checkedoutput.h
    ${_errata_cli_dir}/clioutput.cpp ${_errata_cli_dir}/clioutput.h
    ${_errata_cli_dir}/viewergate.cpp
    ${_errata_cli_dir}/exportcommand.cpp
    ${_errata_cli_dir}/archiveimportcommand.cpp
    ${_errata_cli_dir}/importcommand.cpp
    ${_errata_cli_dir}/packagecommand.cpp
    ${_errata_cli_dir}/reviewcommands.cpp
    ${_errata_cli_dir}/statscommand.cpp
    ${_errata_cli_dir}/heatmapcommand.cpp
    ${_errata_cli_dir}/qualitycommands.cpp
    ${_errata_cli_dir}/studysettingscommand.cpp
    ${_errata_cli_dir}/generatecommand.cpp
    ${_errata_cli_dir}/backupcommand.cpp
    ${_errata_cli_dir}/predictioncommands.cpp ${_errata_cli_dir}/predictioncommands.h
    ${_errata_cli_dir}/suggestioncommands.cpp ${_errata_cli_dir}/suggestioncommands.h
    ${_errata_cli_dir}/metriccommands.cpp ${_errata_cli_dir}/metriccommands.h
    ${_errata_cli_dir}/authorshipcommand.cpp ${_errata_cli_dir}/authorshipcommand.h
    ${_errata_cli_dir}/datasetstatscommand.cpp ${_errata_cli_dir}/datasetstatscommand.h
    ${_errata_cli_dir}/taskexportcommand.cpp ${_errata_cli_dir}/taskexportcommand.h
    ${_errata_cli_dir}/lengthscommand.cpp ${_errata_cli_dir}/lengthscommand.h
    ${_errata_cli_dir}/logcommand.cpp ${_errata_cli_dir}/logcommand.h
    ${_errata_cli_dir}/layerstatscommands.cpp ${_errata_cli_dir}/layerstatscommands.h
    ${_errata_cli_dir}/formatscommand.cpp ${_errata_cli_dir}/formatscommand.h
    ${_errata_cli_dir}/commandhelp.cpp ${_errata_cli_dir}/commandhelp.h
    ${_errata_cli_dir}/commandregistry.cpp ${_errata_cli_dir}/commandregistry.h ${_errata_cli_dir}/commandtable.cpp
    ${_errata_cli_dir}/commandusage.h
    ${_errata_cli_dir}/commandscommand.cpp ${_errata_cli_dir}/commandscommand.h
    ${_errata_cli_dir}/ratingscommand.cpp ${_errata_cli_dir}/ratingscommand.h
    ${_errata_cli_dir}/significancecommand.cpp ${_errata_cli_dir}/significancecommand.h
    ${_errata_cli_dir}/servercommand.cpp ${_errata_cli_dir}/servercommand.h
    ${_errata_cli_dir}/studycommands.h ${_errata_cli_dir}/peoplecommand.cpp ${_errata_cli_dir}/assigncommands.cpp
    ${_errata_cli_dir}/webcommands.cpp ${_errata_cli_dir}/webcommands.h
)
set_target_properties(errata_cli PROPERTIES OUTPUT_NAME errata-cli)
target_link_libraries(errata_cli PRIVATE Errata::Model Errata::BuildOptions)
if(ERRATA_WEB)
    target_link_libraries(errata_cli PRIVATE Errata::Web)
    target_compile_definitions(errata_cli PRIVATE ERRATA_WEB=1)
endif()
errata_precompile(errata_cli)

# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Warnings and Qt defines live on one INTERFACE target that every target links PRIVATE.
add_library(errata_build_options INTERFACE)
add_library(Errata::BuildOptions ALIAS errata_build_options)

target_compile_options(errata_build_options INTERFACE -Wall -Wextra -Wpedantic)
if(ERRATA_WERROR)
    target_compile_options(errata_build_options INTERFACE -Werror)
endif()
target_compile_definitions(errata_build_options INTERFACE
    QT_NO_CAST_TO_ASCII
    QT_RESTRICTED_CAST_FROM_ASCII
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_FOREACH
    QT_DISABLE_DEPRECATED_BEFORE=0x060400
    ERRATA_VERSION="${PROJECT_VERSION}")

# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Install rules for desktop integration and CPack (TGZ and DEB on Linux). Kept out of app/.
# The version is project(VERSION) in the top-level CMakeLists.txt and nowhere else: the binaries get it
# as ERRATA_VERSION, the AppStream file and the packages from here.
# errata-cli's man page and bash completion, written by errata-cli from its command registry
# (app/cli/commandtable.cpp), so neither can miss a command; commandhelp_test compares them with the program.
set(ERRATA_CLI_MAN_PAGE "${PROJECT_BINARY_DIR}/packaging/errata-cli.1.gz")
set(ERRATA_CLI_COMPLETION "${PROJECT_BINARY_DIR}/packaging/errata-cli.bash")
add_custom_command(OUTPUT "${ERRATA_CLI_MAN_PAGE}" "${ERRATA_CLI_COMPLETION}"
    COMMAND sh -c "\"$1\" --man | gzip -9n > \"$2\" && \"$1\" --completion bash > \"$3\"" errata-cli
            "$<TARGET_FILE:errata_cli>" "${ERRATA_CLI_MAN_PAGE}" "${ERRATA_CLI_COMPLETION}"
    DEPENDS errata_cli VERBATIM)
add_custom_target(errata_cli_pages ALL DEPENDS "${ERRATA_CLI_MAN_PAGE}" "${ERRATA_CLI_COMPLETION}")

if(UNIX AND NOT APPLE)
    set(_linux "${CMAKE_CURRENT_LIST_DIR}/linux")
    install(FILES "${ERRATA_CLI_MAN_PAGE}" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
    install(FILES "${ERRATA_CLI_COMPLETION}" DESTINATION "${CMAKE_INSTALL_DATADIR}/bash-completion/completions"
            RENAME errata-cli)
    install(FILES "${_linux}/org.errata.Errata.desktop" DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
    configure_file("${_linux}/org.errata.Errata.metainfo.xml.in"
                   "${PROJECT_BINARY_DIR}/packaging/org.errata.Errata.metainfo.xml" @ONLY)
    install(FILES "${PROJECT_BINARY_DIR}/packaging/org.errata.Errata.metainfo.xml"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
    install(FILES "${_linux}/errata-mime.xml"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages" RENAME org.errata.Errata.xml)
    set(_icons "${CMAKE_INSTALL_DATADIR}/icons/hicolor")
    install(FILES "${PROJECT_SOURCE_DIR}/resources/icons/errata.svg"
            DESTINATION "${_icons}/scalable/apps" RENAME org.errata.Errata.svg)
    install(FILES "${PROJECT_SOURCE_DIR}/resources/icons/errata.svg"
            DESTINATION "${_icons}/scalable/mimetypes" RENAME application-x-errata-project.svg)
    # PNGs rendered from the SVG (rsvg-convert -w N -h N) and committed, so the build needs no SVG tools.
    foreach(_size 16 22 24 32 48 64 128 256)
        install(FILES "${_linux}/icons/${_size}x${_size}/org.errata.Errata.png"
                DESTINATION "${_icons}/${_size}x${_size}/apps")
    endforeach()
endif()

set(CPACK_PACKAGE_NAME "errata")
set(CPACK_PACKAGE_VENDOR "Errata contributors")
set(CPACK_PACKAGE_CONTACT "Errata contributors <errata@errata.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION "Errata is a desktop tool for expert annotators, reviewers and researchers who \
study the errors of language models: spans with types, severities, corrections and rationales; review; \
agreement statistics; import and export of Scarecrow, TGEA, MQM and OpenMEVA corpora.")
set(CPACK_GENERATOR "TGZ;DEB")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
# Libraries come from dpkg-shlibdeps. Plugins are loaded at run time, so shlibdeps cannot see them: the
# SQLite driver every project needs is named here (xcb and offscreen come with libqt6gui6).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
# Qt's PostgreSQL driver opens projects on a team server (docs/server.md); files need only SQLite.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, libqt6sql6-psql")
# One package per Debian release, built on that release (shlibdeps names its library packages, which differ:
# trixie's Qt is 6.8 and carries KF6 SyntaxHighlighting). The Debian revision says which, so the files do not
# collide and apt orders them: errata_0.1.0-1~deb12_amd64.deb, errata_0.1.0-1~deb13_amd64.deb.
set(_errata_debian_release "")
if(EXISTS "/etc/os-release")
    file(STRINGS "/etc/os-release" _errata_os_id REGEX "^ID=")
    file(STRINGS "/etc/os-release" _errata_os_version REGEX "^VERSION_ID=")
    string(REGEX REPLACE "^VERSION_ID=\"?([0-9]+).*" "\\1" _errata_os_version "${_errata_os_version}")
    if(_errata_os_id STREQUAL "ID=debian" AND _errata_os_version MATCHES "^[0-9]+$")
        set(_errata_debian_release "1~deb${_errata_os_version}")
    endif()
endif()
if(_errata_debian_release)
    set(CPACK_DEBIAN_PACKAGE_RELEASE "${_errata_debian_release}")
endif()
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)

# The desktop files must pass the freedesktop and AppStream validators (where these tools are installed).
if(BUILD_TESTING AND UNIX AND NOT APPLE)
    find_program(ERRATA_DESKTOP_FILE_VALIDATE desktop-file-validate)
    find_program(ERRATA_APPSTREAMCLI appstreamcli)
    if(ERRATA_DESKTOP_FILE_VALIDATE)
        add_test(NAME packaging_desktop_file
                 COMMAND "${ERRATA_DESKTOP_FILE_VALIDATE}" "${_linux}/org.errata.Errata.desktop")
        set_tests_properties(packaging_desktop_file PROPERTIES FAIL_REGULAR_EXPRESSION "error:")
    endif()
    if(ERRATA_APPSTREAMCLI)
        add_test(NAME packaging_metainfo COMMAND "${ERRATA_APPSTREAMCLI}" validate --no-net
                 "${PROJECT_BINARY_DIR}/packaging/org.errata.Errata.metainfo.xml")
    endif()
endif()

# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Install rules for desktop integration and CPack (TGZ and DEB on Linux). Kept out of app/.
if(UNIX AND NOT APPLE)
    install(FILES "${CMAKE_CURRENT_LIST_DIR}/linux/org.errata.Errata.desktop"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
    install(FILES "${CMAKE_CURRENT_LIST_DIR}/linux/org.errata.Errata.metainfo.xml"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
    install(FILES "${CMAKE_CURRENT_LIST_DIR}/linux/errata-mime.xml"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages" RENAME org.errata.Errata.xml)
    install(FILES "${PROJECT_SOURCE_DIR}/resources/icons/errata.svg"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps" RENAME org.errata.Errata.svg)
endif()

set(CPACK_PACKAGE_NAME "errata")
set(CPACK_PACKAGE_VENDOR "Errata contributors")
set(CPACK_PACKAGE_CONTACT "Errata contributors <errata@errata.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_GENERATOR "TGZ;DEB")
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)

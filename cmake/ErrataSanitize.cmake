# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# ERRATA_SANITIZE: the UI-free half under ASan and UBSan: errata_model, every test that needs only
# the model (found by folder, so new tests join without a list to keep), the reliability tests,
# and the fuzz targets with libFuzzer. Widgets and the GUI stay out: Qt's own widgets code is not
# instrumented, and the build must fit in CI's time (.ci/dev test builds it in build/asan).
set(_sanitizers -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
    # vptr and function checks misfire on calls through Qt's uninstrumented meta-object code.
    -fno-sanitize=vptr,function)
add_compile_options(${_sanitizers} -O1) # -O1: the speed ASan's authors recommend, still exact
add_link_options(-fsanitize=address,undefined)

add_subdirectory(model)
if(ERRATA_WEB)
    add_subdirectory(web)
endif()
include(${PROJECT_SOURCE_DIR}/app/cli/ErrataCli.cmake)
include(CTest)
if(BUILD_TESTING)
    add_subdirectory(tests/sanitize)
    add_subdirectory(tests/fuzz)
endif()

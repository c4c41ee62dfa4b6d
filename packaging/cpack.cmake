# Packages: .deb and .rpm on Linux (the ones we test), NSIS on Windows and a DragNDrop image
# on macOS (configured, built elsewhere). Included from the top-level CMakeLists.txt.
set(CPACK_PACKAGE_NAME ferz)
set(CPACK_PACKAGE_VENDOR "The Ferz developers")
set(CPACK_PACKAGE_CONTACT "The Ferz developers <ferz@ferzchess.github.io>")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "chess against the computer, with game review")
set(CPACK_PACKAGE_DESCRIPTION
    "Ferz is a desktop chess program: play against its built-in engine at
levels labelled in Elo from 600 to 2500 (or against any UCI engine
installed on the computer), with drag-and-drop moves, undo, hints, clocks
and every rule of chess, then review the game with the computer's verdicts
and keep it as PGN. In English, Russian, German, French, Spanish and
Ukrainian.
The package also installs ferz-engine, the same engine for other chess
programs.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY Ferz)
set(CPACK_PACKAGE_EXECUTABLES ferz Ferz)
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/COPYING")
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/")

if(NOT CPACK_GENERATOR)
    if(WIN32)
        set(CPACK_GENERATOR NSIS)
    elseif(APPLE)
        set(CPACK_GENERATOR DragNDrop)
    else()
        set(CPACK_GENERATOR "DEB;RPM")
    endif()
endif()

# Debian: library dependencies from dpkg-shlibdeps; what it cannot see by hand: the platform
# plugins (libqt6gui6 only recommends them) and the font of the board's coordinates.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, fonts-dejavu-core, libqt6sql6-sqlite")
# Qt's own dialog buttons in the user's language.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
# Not "games": Debian keeps that section for programs in /usr/games, and ours are in bin.
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)

# RPM: library dependencies found automatically; the directories every system already owns
# are left out of the package's file list.
set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
set(CPACK_RPM_PACKAGE_LICENSE "GPL-3.0-or-later")
set(CPACK_RPM_PACKAGE_GROUP "Amusements/Games")
set(CPACK_RPM_PACKAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_RPM_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}")
set(CPACK_RPM_PACKAGE_AUTOREQ ON)
set(CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
    /usr/share/applications /usr/share/metainfo /usr/share/icons /usr/share/icons/hicolor
    /usr/share/man /usr/share/man/man6 /usr/share/doc)
foreach(size 16x16 24x24 32x32 48x48 64x64 128x128 256x256 512x512 scalable)
    list(APPEND CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
         /usr/share/icons/hicolor/${size} /usr/share/icons/hicolor/${size}/apps)
endforeach()

# Windows and macOS.
set(CPACK_NSIS_DISPLAY_NAME Ferz)
set(CPACK_NSIS_PACKAGE_NAME Ferz)
set(CPACK_DMG_VOLUME_NAME Ferz)

include(CPack)

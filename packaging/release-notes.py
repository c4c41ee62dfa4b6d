#!/usr/bin/env python3
# Copyright 2026 the Ferz developers. SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the release history of NEWS.md into the files that repeat it.

NEWS.md is the one source: each release is a "## VERSION (YYYY-MM-DD)" heading, a one-line
summary and a list of items. From it this writes
  - the <releases> of packaging/io.github.ferzchess.Ferz.metainfo.xml.in (summary and items,
    translated with the rest of the metadata in translations/metadata/),
  - packaging/changelog, the upstream changelog the CPack packages install (Debian's format),
  - debian/changelog (one "-1" revision per release),
  - the Version and %changelog of packaging/rpm/ferz.spec,
  - the version and date in the title lines of the manual pages (packaging/man/),
and checks that the newest release is the version of CMakeLists.txt's project().

    packaging/release-notes.py          rewrite the files
    packaging/release-notes.py --check  fail, with a diff, when a file is not what it would write
"""
import datetime
import difflib
import email.utils
import re
import sys
import textwrap
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
MAINTAINER = "The Ferz developers <ferz@ferzchess.github.io>"


class Release:
    def __init__(self, version, date):
        self.version = version
        self.date = date
        self.summary = ""
        self.items = []

    def noon(self):
        """The release's moment in the changelogs: noon UTC of its day."""
        return datetime.datetime.combine(self.date, datetime.time(12), datetime.timezone.utc)


def read_news(text):
    releases = []
    for number, line in enumerate(text.splitlines(), 1):
        heading = re.fullmatch(r"## (\d+\.\d+\.\d+) \((\d{4}-\d\d-\d\d)\)", line)
        if heading:
            releases.append(Release(heading[1], datetime.date.fromisoformat(heading[2])))
        elif line.startswith("## "):
            sys.exit(f"NEWS.md:{number}: a release heading is '## X.Y.Z (YYYY-MM-DD)'")
        elif not releases or not line.strip():
            continue
        elif line.startswith("- "):
            releases[-1].items.append(line[2:].strip())
        elif releases[-1].summary or releases[-1].items:
            sys.exit(f"NEWS.md:{number}: one summary line, then '- ' items")
        else:
            releases[-1].summary = line.strip()
    for release in releases:
        if not release.summary:
            sys.exit(f"NEWS.md: release {release.version} has no summary")
    if not releases:
        sys.exit("NEWS.md: no release")
    return releases


def wrapped(text, first, rest):
    return textwrap.fill(text, width=78, initial_indent=first, subsequent_indent=rest,
                         break_on_hyphens=False)


def debian_entry(package_version, lines, release):
    body = "\n".join(lines)
    date = email.utils.format_datetime(release.noon())
    return f"ferz ({package_version}) unstable; urgency=medium\n\n{body}\n\n -- {MAINTAINER}  {date}\n"


def upstream_changelog(releases):
    entries = []
    for release in releases:
        lines = [wrapped(release.summary, "  * ", "    ")]
        lines += [wrapped(item, "    - ", "      ") for item in release.items]
        entries.append(debian_entry(release.version, lines, release))
    return "\n".join(entries)


def debian_changelog(releases):
    return "\n".join(
        debian_entry(f"{r.version}-1", [wrapped(f"New upstream release {r.version}. {r.summary}",
                                                "  * ", "    ")], r)
        for r in releases)


def rpm_spec(text, releases):
    text, count = re.subn(r"(?m)^(Version:\s+)\S+$", rf"\g<1>{releases[0].version}", text)
    if count != 1 or "\n%changelog\n" not in text:
        sys.exit("ferz.spec: expected one Version: line and a %changelog section")
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    entries = []
    for r in releases:
        date = f"{days[r.date.weekday()]} {months[r.date.month - 1]} {r.date.day:02} {r.date.year}"
        note = wrapped(f"New upstream release {r.version}. {r.summary}", "- ", "  ")
        entries.append(f"* {date} {MAINTAINER} - {r.version}-1\n{note}\n")
    return text[:text.index("\n%changelog\n")] + "\n%changelog\n" + "\n".join(entries)


def man_page(text, release):
    text, count = re.subn(r'(?m)^(\.TH \S+ 6) \S+ "Ferz [^"]*"',
                          rf'\g<1> {release.date.isoformat()} "Ferz {release.version}"', text)
    if count != 1:
        sys.exit("man page: expected one .TH line")
    return text


def metainfo(text, releases):
    blocks = []
    for r in releases:
        items = "".join(f"          <li>{escape(item)}</li>\n" for item in r.items)
        items = f"        <ul>\n{items}        </ul>\n" if items else ""
        blocks.append(f'    <release version="{r.version}" date="{r.date.isoformat()}">\n'
                      f"      <description>\n        <p>{escape(r.summary)}</p>\n{items}"
                      f"      </description>\n    </release>\n")
    start, end = text.find("  <releases>\n"), text.find("  </releases>\n")
    if start < 0 or end < 0:
        sys.exit("metainfo: expected <releases> and </releases> on lines of their own")
    return text[:start] + "  <releases>\n" + "".join(blocks) + text[end:]


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] and not check:
        sys.exit(__doc__)
    releases = read_news((ROOT / "NEWS.md").read_text(encoding="utf-8"))
    project = re.search(r"project\(ferz\s+VERSION (\S+)",
                        (ROOT / "CMakeLists.txt").read_text(encoding="utf-8"))
    if not project or project[1] != releases[0].version:
        sys.exit(f"CMakeLists.txt's version is not NEWS.md's newest, {releases[0].version}")

    metainfo_path = ROOT / "packaging/io.github.ferzchess.Ferz.metainfo.xml.in"
    spec_path = ROOT / "packaging/rpm/ferz.spec"
    wanted = {
        metainfo_path: metainfo(metainfo_path.read_text(encoding="utf-8"), releases),
        ROOT / "packaging/changelog": upstream_changelog(releases),
        ROOT / "debian/changelog": debian_changelog(releases),
        spec_path: rpm_spec(spec_path.read_text(encoding="utf-8"), releases),
    }
    for page in sorted((ROOT / "packaging/man").glob("*.6")):
        wanted[page] = man_page(page.read_text(encoding="utf-8"), releases[0])
    stale = 0
    for path, text in wanted.items():
        have = path.read_text(encoding="utf-8") if path.exists() else ""
        if have == text:
            continue
        if check:
            stale += 1
            name = str(path.relative_to(ROOT))
            sys.stdout.writelines(difflib.unified_diff(have.splitlines(True), text.splitlines(True),
                                                       name, name + " (from NEWS.md)"))
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    if stale:
        sys.exit(f"{stale} file(s) differ from NEWS.md: run packaging/release-notes.py")


if __name__ == "__main__":
    main()

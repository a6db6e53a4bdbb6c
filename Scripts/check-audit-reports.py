#!/usr/bin/env python3
"""Checks `spec-compile audit`'s machine-readable reports with real readers (CI, docs/audit.md).

Builds the documented broken case (a headline word too long at accessibility5, a tight tile
label, a theme whose secondary text is 3.9:1), audits it as JSON and as SARIF, and checks:
  - the JSON report against docs/schema/audit-report.schema.json with `jsonschema`;
  - the SARIF log with Microsoft's `sarif-tools` (`sarif csv` must list the three findings
    under their rule ids; `sarif --check error summary` must fail on them);
  - a clean document's SARIF log has no results and passes `sarif --check error summary`.

Usage: Scripts/check-audit-reports.py PATH/TO/spec-compile
"""
import csv
import json
import os
import subprocess
import sys
import tempfile

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(*arguments, expect):
    result = subprocess.run(arguments, capture_output=True, text=True)
    if result.returncode != expect:
        sys.exit(f"{' '.join(arguments)}: exit {result.returncode}, expected {expect}\n{result.stderr}")
    return result


def main():
    compiler = sys.argv[1]
    with tempfile.TemporaryDirectory() as work:
        with open(os.path.join(ROOT, "docs/examples/sample-overview.json")) as file:
            overview = json.load(file)
        overview["label"] = "Reconciliation"
        for period in overview["periods"].values():
            period["metrics"][1]["label"] = "Reimbursements"
        document = os.path.join(work, "tight.json")
        with open(document, "w") as file:
            json.dump(overview, file)
        theme = os.path.join(work, "low.json")
        with open(theme, "w") as file:
            file.write('{"$extends": "light", "color": {"textSecondary": {"$value": "#818181"}}}')

        report = os.path.join(work, "report.json")
        run(compiler, "audit", document, "--theme", theme, "--format", "json", "--output", report, expect=1)
        with open(os.path.join(ROOT, "docs/schema/audit-report.schema.json")) as file:
            schema = json.load(file)
        with open(report) as file:
            jsonschema.validate(json.load(file), schema)
        print("audit JSON report: valid against docs/schema/audit-report.schema.json")

        log = os.path.join(work, "audit.sarif")
        run(compiler, "audit", document, "--theme", theme, "--format", "sarif", "--output", log, expect=1)
        table = os.path.join(work, "audit.csv")
        run("sarif", "csv", "--output", table, log, expect=0)
        with open(table, newline="") as file:
            rows = list(csv.DictReader(file))
        rules = sorted(row["Code"] for row in rows)
        expected = ["O-DT-5/wordBroken", "O-DT-5/wordBroken", "WCAG-1.4.3/contrastTooLow"]
        if rules != expected:
            sys.exit(f"sarif csv read {rules}, expected {expected}")
        run("sarif", "--check", "error", "summary", log, expect=3)  # sarif-tools exits with the count
        print(f"audit SARIF log: sarif-tools reads {len(rows)} results with the expected rules")

        clean = os.path.join(work, "clean.sarif")
        run(compiler, "audit", os.path.join(ROOT, "docs/examples/overview.json"), "--theme", "light",
            "--format", "sarif", "--output", clean, expect=0)
        run("sarif", "--check", "error", "summary", clean, expect=0)
        print("clean SARIF log: no results, sarif-tools passes it")


if __name__ == "__main__":
    main()

# make run: install, build and serve the site on http://127.0.0.1:4173
# make test: install everything tests need (Chromium from apt included) and run every test
SHELL := /bin/bash
NPM_INSTALL_STAMP := node_modules/.install-stamp

.PHONY: run test check-fast install system-deps build build-test serve check unit e2e e2e-parallel e2e-alone bench bench-short clean

run: install build serve

# The type check, lint, unit tests and accounts e2e side by side (no figure is read from them; each
# alone leaves a core idle), then the independent e2e tests, then the e2e tests that run one at a time
# beside the short bench: their figures are this test's own renderers' memory and main-thread CPU
# time, the bench's compared figures are bytes, SSIM and checks, and neither moves with the other's
# load (its times are printed, never compared, with the load average). A failure in the e2e tests
# still lets the rest run, so one failure never hides another.
#
# Before them, the three npm installs side by side (one after another they left the machine 27-32 %
# idle, and the emulator's install and build ran inside the CPU-bound first step), then the GIF
# encoder's wasm (both builds read it), then the two builds, the tests' site and the emulator's.
test: system-deps
	$(MAKE) --no-print-directory --output-sync=target -j3 install segment-model firebase-tools
	npm run build:wasm
	$(MAKE) --no-print-directory --output-sync=target -j2 build-test build-emulator
	scripts/side-by-side.sh check unit e2e-accounts-built
	status=0; $(MAKE) --no-print-directory e2e-parallel || status=1; \
	scripts/side-by-side.sh e2e-alone bench-short || status=1; exit $$status

# npm ci, its tree kept once per machine by what it is made from (scripts/npm-ci-cached.sh).
$(NPM_INSTALL_STAMP): package.json package-lock.json
	scripts/npm-ci-cached.sh .
	touch $(NPM_INSTALL_STAMP)

install: $(NPM_INSTALL_STAMP)

# Debian's Chromium for Playwright (test tools cannot download browsers here): its headless shell drives every
# headless suite (scripts/chromium-args.mjs: the same build without the browser's window, a fifth less CPU),
# the full browser stays for headed debugging; gifsicle is a benchmark anchor;
# webp's webpmux reads the WebP files the tests and the bench check (a reader we did not write them with);
# ffmpeg's ffprobe reads the WebM and APNG files likewise (and its libvpx-vp9 decoder a WebM's alpha stream).
system-deps:
	@if ! command -v chromium >/dev/null || ! command -v chromium-headless-shell >/dev/null || ! command -v gifsicle >/dev/null || ! command -v webpmux >/dev/null || ! command -v ffprobe >/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update && $$SUDO apt-get install -y --no-install-recommends chromium chromium-headless-shell gifsicle webp ffmpeg fonts-dejavu-core; \
	fi

build: install segment-model
	npm run build

# The site plus the pages only tests load (the decode harness): what the end-to-end tests serve.
build-test: install segment-model
	npm run build:test

serve:
	npm run preview

# The type check is incremental, its state kept once per machine (scripts/tsc-cache.sh).
check: install
	scripts/tsc-cache.sh restore
	npm run typecheck
	scripts/tsc-cache.sh save
	npm run lint

unit: system-deps install segment-model
	npm run test:unit

# Independent tests side by side, then the ones that measure time or memory one at a time (scripts/e2e.sh).
e2e: system-deps install
	scripts/e2e.sh

# Its two phases, for `make test`.
e2e-parallel: system-deps install
	E2E_PHASES=parallel scripts/e2e.sh

e2e-alone: system-deps install
	E2E_PHASES=alone scripts/e2e.sh

# The quick loop between full runs (README): type check, lint, the unit tests of what changed
# (vitest follows the imports) and the end-to-end specs that touch it (scripts/changed-e2e.mjs).
# BASE names what "changed" is measured against (default: the upstream branch, else HEAD).
BASE ?= $(shell git rev-parse --abbrev-ref --symbolic-full-name @{upstream} 2>/dev/null || echo HEAD)
check-fast: system-deps install segment-model check build-test
	npx vitest run --changed $(BASE)
	scripts/e2e.sh $$(BASE=$(BASE) node scripts/changed-e2e.mjs)

bench: system-deps install segment-model
	npm run bench

bench-short: system-deps install segment-model
	npm run bench -- --short

clean:
	rm -rf dist dist-emulator node_modules tools/firebase-emulator/node_modules tools/segment-model/node_modules public/models/segment test-results playwright-report

# Accounts against the local Firebase emulators. firebase-tools (about 300 MB, minutes to install)
# is its own package in tools/firebase-emulator, kept out of the site's install.
FIREBASE_TOOLS_STAMP := tools/firebase-emulator/node_modules/.install-stamp
FIREBASE := tools/firebase-emulator/node_modules/.bin/firebase

.PHONY: firebase-tools build-emulator e2e-accounts e2e-accounts-built test-rules run-emulator

$(FIREBASE_TOOLS_STAMP): tools/firebase-emulator/package.json tools/firebase-emulator/package-lock.json
	scripts/npm-ci-cached.sh tools/firebase-emulator
	touch $(FIREBASE_TOOLS_STAMP)

firebase-tools: $(FIREBASE_TOOLS_STAMP)

# The site built with .env.emulator (demo project, emulators on 127.0.0.1) into dist-emulator.
build-emulator: install segment-model
	npm run build:emulator

# Accounts e2e: playwright.emulator.config.ts starts the Auth emulator and serves dist-emulator on 4178.
e2e-accounts: build-emulator
	$(MAKE) --no-print-directory e2e-accounts-built

# The same against the dist-emulator built already (make test builds it beside the site).
e2e-accounts-built: system-deps install firebase-tools
	npm run test:accounts

# Firestore rules tests: run where the Firestore emulator can (Java 21+), skipped with a message elsewhere.
test-rules: install firebase-tools
	npm run test:rules

# The site against the local Auth emulator on http://127.0.0.1:4178 (Ctrl-C stops both).
run-emulator: install firebase-tools build-emulator
	$(FIREBASE) emulators:exec --only auth --project demo-emote-maker "npx vite preview --outDir ../dist-emulator --port 4178"

# The background-removal model (issue 18): @imgly/background-removal-data is a 136 MB tarball of
# three model sizes, so it is its own package in tools/segment-model, kept out of the site's
# install; only the chosen model and onnxruntime's wasm are copied into public/models/segment/
# (served from the site's own origin, fetched on first use, never precached).
SEGMENT_MODEL_STAMP := tools/segment-model/node_modules/.install-stamp

.PHONY: segment-model

$(SEGMENT_MODEL_STAMP): tools/segment-model/package.json tools/segment-model/package-lock.json
	scripts/npm-ci-cached.sh tools/segment-model
	touch $(SEGMENT_MODEL_STAMP)

public/models/segment/manifest.json: $(SEGMENT_MODEL_STAMP) scripts/copy-segment-model.mjs scripts/resize-segment-model.mjs
	node scripts/copy-segment-model.mjs

segment-model: public/models/segment/manifest.json

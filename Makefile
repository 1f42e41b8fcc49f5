# make run: install, build and serve the site on http://127.0.0.1:4173
# make test: install everything tests need (Chromium from apt included) and run every test
SHELL := /bin/bash
NPM_INSTALL_STAMP := node_modules/.install-stamp

.PHONY: run test install system-deps build serve check unit e2e bench bench-short clean

run: install build serve

test: system-deps install build check unit e2e bench-short

$(NPM_INSTALL_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $(NPM_INSTALL_STAMP)

install: $(NPM_INSTALL_STAMP)

# Debian's Chromium for Playwright (test tools cannot download browsers here); gifsicle is a benchmark anchor.
system-deps:
	@if ! command -v chromium >/dev/null || ! command -v gifsicle >/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update && $$SUDO apt-get install -y --no-install-recommends chromium gifsicle fonts-dejavu-core; \
	fi

build: install
	npm run build

serve:
	npm run preview

check: install
	npm run typecheck
	npm run lint

unit: install
	npm run test:unit

e2e: install
	npm run test:e2e

bench: install
	npm run bench

bench-short: install
	npm run bench -- --short

clean:
	rm -rf dist node_modules test-results playwright-report

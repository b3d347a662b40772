#!/usr/bin/env bash
# Renders the drawings used by the DocC catalog's articles and the README's picture
# (Docs/demo-step.png) from the demo's own SVG renderer, and writes them as PNG files.
#
# Not part of CI: the PNGs are committed, so building the docs needs no image tool. Run it
# after a change to the demo's drawings or to the steps below, then commit the PNGs:
#
#   bash Demo/render-doc-figures.sh
#
# Needs python3, rsvg-convert and the DejaVu fonts the drawings name (Debian/Ubuntu:
# apt-get install librsvg2-bin fonts-dejavu-core).
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in python3 rsvg-convert; do
  command -v "$tool" > /dev/null || { echo "render-doc-figures: needs $tool" >&2; exit 1; }
done

RESOURCES=Sources/AvoidingScrollView/AvoidingScrollView.docc/Resources
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# path:step:who — who is "both" (the component beside Apple's guide) or "component"; a path
# without a folder goes to the catalog's Resources, as name@2x.png.
# Step numbers are the rows of `swift run avoiding-demo --compare`.
FIGURES=(
  "figure-safe-area:9:both"
  "figure-quicktype:10:both"
  "figure-stage-manager:25:both"
  "figure-hardware-keyboard:20:both"
  "figure-floating-keyboard:23:component"
  "figure-caret:7:component"
  "Docs/demo-step.png:9:both"
)

steps=$(printf '%s\n' "${FIGURES[@]}" | cut -d: -f2 | paste -sd, -)
swift build --product avoiding-demo
"$(swift build --show-bin-path)/avoiding-demo" --compare --figures "$WORK" --steps "$steps" \
  | grep -F "$WORK"

mkdir -p "$RESOURCES"
for figure in "${FIGURES[@]}"; do
  IFS=: read -r path step who <<< "$figure"
  name=$(basename "$path" .png)
  if [[ "$path" == */* ]]; then output=$path; else output="$RESOURCES/$name@2x.png"; fi
  number=$(printf '%02d' "$step")
  python3 - "$WORK" "$number" "$who" > "$WORK/$name.svg" << 'PY'
# Puts the chosen drawings of one step side by side in one SVG, each under a heading.
import re, sys

work, number, who = sys.argv[1], sys.argv[2], sys.argv[3]
panels = [("avoidingscrollview", "AvoidingScrollView")]
if who == "both":
    panels.append(("apple-guide", "Apple's recipe"))
heading, gap, margin = 34, 24, 12
parts, x, height = [], margin, 0
for key, label in panels:
    svg = open(f"{work}/step-{number}-{key}.svg").read()
    svg = re.sub(r"^<\?xml[^>]*\?>\s*", "", svg)
    width = float(re.search(r'<svg[^>]* width="([0-9.]+)"', svg).group(1))
    tall = float(re.search(r'<svg[^>]* height="([0-9.]+)"', svg).group(1))
    # Keep the panel's scale; place it below its heading.
    svg = svg.replace("<svg ", f'<svg x="{x}" y="{heading}" ', 1)
    parts.append(
        f'<text x="{x}" y="{heading - 12}" font-family="DejaVu Sans,Helvetica,Arial,sans-serif" '
        f'font-size="15" font-weight="600" fill="#18181b">{label}</text>'
    )
    parts.append(svg)
    x += width + gap
    height = max(height, tall)
total_width = x - gap + margin
total_height = heading + height + margin
print('<?xml version="1.0" encoding="UTF-8"?>')
print(
    f'<svg xmlns="http://www.w3.org/2000/svg" width="{total_width:g}" '
    f'height="{total_height:g}" viewBox="0 0 {total_width:g} {total_height:g}">'
)
print(f'<rect width="100%" height="100%" fill="#ffffff"/>')
print("\n".join(parts))
print("</svg>")
PY
  # The page draws at 0.75 px per point; 2× here gives 1.5 px per point, which DocC shows
  # @2x at the page's size (labels and typed text 12 px).
  rsvg-convert -z 2 "$WORK/$name.svg" -o "$output"
  echo "$output  (step $step, $who)"
done

#!/usr/bin/env bash
# Regenerates every demo medium of api/assets/demo from the scenes in this folder. Pictures,
# panoramas, videos and the PDF get no picture here: the API's previews make theirs
# (api/src/previews).
# Needs Debian packages: povray ffmpeg zip chromium (apt-get install -y ...).
# Renders take about 15 minutes on two cores. Everything here is made for this repository (CC0).
set -euo pipefail
cd "$(dirname "$0")/.."
MAKE=make
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
pov() { # scene width height output [extra povray options]
  nice -n 10 povray "+I$MAKE/$1.pov" "+O$4" "+W$2" "+H$3" +A0.3 +WT2 -D "+L$MAKE" "${@:5}" >/dev/null 2>&1
}
jpg() { # input.png output.jpg quality(2-31, lower is better) [filter]
  ffmpeg -loglevel error -y -i "$1" -vf "${4:-null}" -q:v "$3" "$2"
}
thumb() { # input output [crop filter]
  ffmpeg -loglevel error -y -i "$1" -vf "${3:-scale=640:360:force_original_aspect_ratio=increase,crop=640:360}" -q:v 6 "$2"
}

for scene in pavilion-dusk pavilion-interior tower-hero penthouse-living lobby-concept \
  masterplan-aerial coral-garden diorama-print; do
  pov "$scene" 1600 900 "$TMP/$scene.png"
  jpg "$TMP/$scene.png" "$scene.jpg" 5
done
pov outback-360 4096 2048 "$TMP/outback-360.png"
jpg "$TMP/outback-360.png" outback-360.jpg 6
pov penthouse-360 3072 1536 "$TMP/penthouse-360.png"
jpg "$TMP/penthouse-360.png" penthouse-360.jpg 6
pov waterfront-site 1280 720 "$TMP/site.png"
thumb "$TMP/site.png" waterfront-site.thumb.jpg

# Videos: povray renders numbered frames with +KFI/+KFF; ffmpeg encodes them (moov first, a
# keyframe every 12 frames: the review player seeks and steps frames without decoding them all).
mkdir -p "$TMP/fly" "$TMP/reef"
pov pavilion-flythrough 640 360 "$TMP/fly/f.png" +KFI1 +KFF96 +KI0 +KF1
ffmpeg -loglevel error -y -framerate 24 -i "$TMP/fly/f%02d.png" -vf scale=1280:720:flags=lanczos \
  -c:v libx264 -preset slow -crf 26.14 -g 12 -pix_fmt yuv420p -movflags +faststart pavilion-flythrough.mp4
pov reef-360 1024 512 "$TMP/reef/f.png" +KFI1 +KFF72 +KI0 +KF1
ffmpeg -loglevel error -y -framerate 24 -i "$TMP/reef/f%02d.png" -vf scale=2048:1024:flags=lanczos \
  -c:v libx264 -preset slow -crf 28 -g 12 -pix_fmt yuv420p -movflags +faststart reef-360.mp4

# The report: HTML printed to PDF by Chromium (the API draws its first page for its picture).
for still in pavilion-dusk pavilion-interior; do
  ffmpeg -loglevel error -y -i "$still.jpg" -vf scale=1000:-1 -q:v 5 "$TMP/$still.jpg"
done
cp "$MAKE/report.html" "$TMP/report.html"
chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
  --print-to-pdf=pavilion-design-report.pdf "file://$TMP/report.html" >/dev/null 2>&1

# The deliverables archive.
mkdir -p "$TMP/zip/renders" "$TMP/zip/report" "$TMP/zip/cad"
cp pavilion-dusk.jpg pavilion-interior.jpg "$TMP/zip/renders/"
cp pavilion-design-report.pdf "$TMP/zip/report/"
cp "$MAKE/deliverables-readme.txt" "$TMP/zip/README.txt"
cp "$MAKE/site-footprint.csv" "$TMP/zip/cad/"
rm -f pavilion-deliverables.zip
(cd "$TMP/zip" && zip -q -X -9 -r "$OLDPWD/pavilion-deliverables.zip" README.txt renders report cad)
ffmpeg -loglevel error -y -i pavilion-dusk.jpg -i pavilion-interior.jpg -filter_complex \
  "[0]scale=640:360,crop=320:360:160:0[a];[1]scale=640:360,crop=320:360:160:0[b];[a][b]hstack,drawbox=x=250:y=110:w=140:h=140:color=0x1c7ed6@0.85:t=fill" \
  -q:v 6 pavilion-deliverables.thumb.jpg

# The stand-in pixel stream's picture.
chromium --headless --no-sandbox --disable-gpu --window-size=1280,720 --virtual-time-budget=1500 \
  --screenshot="$TMP/stream.png" "file://$PWD/pixel-stream-demo.html" >/dev/null 2>&1
thumb "$TMP/stream.png" pixel-stream-demo.thumb.jpg
ls -la

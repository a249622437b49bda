#!/usr/bin/env bash
# Generates the home page hero's background video and its poster (public/media/).
# An abstract, calm dark-red/amber "plasma" drawn by ffmpeg alone: no stock footage, no network.
# Every term moves with the phase 2*pi*t/T, so the last frame flows into the first (seamless loop).
# Idempotent: re-running rewrites the same two files. Needs ffmpeg with libx264 and libwebp.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT_DIR=public/media
VIDEO="$OUT_DIR/hero.mp4"
POSTER="$OUT_DIR/hero-poster.webp"

T=10          # seconds per loop
FPS=25
W=480 H=270   # the pattern is computed small, then scaled up and blurred (it has no fine detail)
CRF=23        # ~0.6-0.9 MB for 10 s at 1280x720

mkdir -p "$OUT_DIR"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

P="(2*PI*T/$T)"
# v in [0,1]: four slow waves (two planar, two radial around drifting centres), stored in register 0.
V="st(0,(sin(X/43+$P)+sin((X*0.6+Y)/35-$P)+sin(hypot(X-240-90*cos($P),Y-135-60*sin($P))/28-2*$P)+sin(hypot(X-90-45*sin($P),Y-225+45*cos($P))/50+$P)+4)/8)"
# Colour ramp: near-black red (20,4,8) -> brand red (161,40,45) at 0.55 -> amber (245,164,37) at 1.
ramp() { echo "$V;if(lt(ld(0),0.55),$1+($2-$1)*ld(0)/0.55,$2+($3-$2)*pow((ld(0)-0.55)/0.45,1.6))"; }

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=${W}x${H}:r=$FPS:d=$T,format=gbrp" \
  -vf "geq=r='$(ramp 20 161 245)':g='$(ramp 4 40 164)':b='$(ramp 8 45 37)',scale=1280:720:flags=bicubic,gblur=sigma=8,vignette=PI/4,noise=alls=2:allf=t,format=yuv420p" \
  -c:v libx264 -preset slow -crf "$CRF" -profile:v high -tune grain -pix_fmt yuv420p \
  -an -movflags +faststart "$tmp/hero.mp4"

# The poster is the first frame, so nothing jumps when playback starts. The picture has no fine
# detail, so 480 px wide (stretched by the browser) looks the same and weighs ~1.4 KB instead of
# 11 KB: it is fetched with the page, before its first paint, on every visit.
ffmpeg -hide_banner -loglevel error -y -i "$tmp/hero.mp4" -frames:v 1 -vf "scale=480:-2" -c:v libwebp -quality 60 "$tmp/hero-poster.webp"

mv "$tmp/hero.mp4" "$VIDEO"
mv "$tmp/hero-poster.webp" "$POSTER"
ls -l "$VIDEO" "$POSTER"

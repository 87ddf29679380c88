/**
 * Draws the emulator's demo videos (`mocks/content/videos/*.mp4`, served by mocks/content/content.ts):
 * a few seconds of a trail scene with the video's title, H.264 in MP4, recorded by the journeys'
 * headless Chromium from a canvas. The files are committed; run this only to change them:
 * `npx tsx scripts/content-videos.ts`.
 */
import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

interface Scene {
  file: string
  title: string
  width: number
  height: number
  sky: [string, string]
  ridge: string
}

const SCENES: Scene[] = [
  {
    file: 'dolomites-trail-run-sm',
    title: 'Dolomites trail run',
    width: 360,
    height: 640,
    sky: ['#7fb3d5', '#e8eef2'],
    ridge: '#8c8c83',
  },
  {
    file: 'dolomites-trail-run-lg',
    title: 'Dolomites trail run',
    width: 640,
    height: 360,
    sky: ['#7fb3d5', '#e8eef2'],
    ridge: '#8c8c83',
  },
  {
    file: 'campfire-loop-portrait',
    title: 'Campfire by the lake',
    width: 360,
    height: 640,
    sky: ['#1b2440', '#5b3a58'],
    ridge: '#2e5339',
  },
  {
    file: 'campfire-loop',
    title: 'Campfire by the lake',
    width: 640,
    height: 360,
    sky: ['#1b2440', '#5b3a58'],
    ridge: '#2e5339',
  },
  {
    file: 'pitching-the-storm-dome',
    title: 'Pitching the Storm Dome 3',
    width: 640,
    height: 360,
    sky: ['#5d6670', '#c9d3da'],
    ridge: '#5b6b2f',
  },
  {
    file: 'ridge-run',
    title: 'Spring on the ridge',
    width: 640,
    height: 360,
    sky: ['#d98ccf', '#f6d6b8'],
    ridge: '#4f7a5a',
  },
]

const SECONDS = 4
const FPS = 24

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
const browser = await chromium.launch({ executablePath })
const page = await browser.newPage()
await page.goto('about:blank')
// tsx keeps functions' names with a helper the page does not have.
await page.evaluate('window.__name = (fn) => fn')
for (const scene of SCENES) {
  const base64 = await page.evaluate(
    async ({ scene, seconds, fps }) => {
      const canvas = document.createElement('canvas')
      canvas.width = scene.width
      canvas.height = scene.height
      const context = canvas.getContext('2d')!
      const { width: w, height: h } = canvas
      const draw = (t: number) => {
        const sky = context.createLinearGradient(0, 0, 0, h)
        sky.addColorStop(0, scene.sky[0])
        sky.addColorStop(1, scene.sky[1])
        context.fillStyle = sky
        context.fillRect(0, 0, w, h)
        context.fillStyle = '#f6e7a1'
        context.beginPath()
        context.arc(w * (0.2 + 0.6 * t), h * 0.25, Math.min(w, h) * 0.07, 0, Math.PI * 2)
        context.fill()
        context.fillStyle = scene.ridge
        context.beginPath()
        context.moveTo(0, h)
        for (let x = 0; x <= w; x += w / 8) context.lineTo(x, h * (0.55 + 0.12 * Math.sin((x / w) * 9 + t)))
        context.lineTo(w, h)
        context.fill()
        context.fillStyle = '#ffffff'
        context.font = `bold ${Math.round(Math.min(w, h) / 14)}px sans-serif`
        context.fillText(scene.title, w * 0.06, h * 0.9)
      }
      const stream = canvas.captureStream(fps)
      const recorder = new MediaRecorder(stream, {
        mimeType: 'video/mp4;codecs=avc1.42E01E',
        videoBitsPerSecond: 150_000,
      })
      const chunks: Blob[] = []
      recorder.ondataavailable = (event) => chunks.push(event.data)
      const stopped = new Promise((resolve) => (recorder.onstop = resolve))
      recorder.start()
      const started = performance.now()
      await new Promise<void>((resolve) => {
        const frame = () => {
          const t = (performance.now() - started) / 1000 / seconds
          draw(Math.min(t, 1))
          if (t < 1) requestAnimationFrame(frame)
          else resolve()
        }
        frame()
      })
      recorder.stop()
      await stopped
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      return btoa(binary)
    },
    { scene, seconds: SECONDS, fps: FPS },
  )
  const file = new URL(`../mocks/content/videos/${scene.file}.mp4`, import.meta.url)
  writeFileSync(file, Buffer.from(base64, 'base64'))
  console.log(`${scene.file}.mp4: ${Math.round((base64.length * 0.75) / 1000)} kB`)
}
await browser.close()

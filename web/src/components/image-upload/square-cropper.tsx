import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedImage } from './image-canvas';
import { type CropState, centredCrop, clampCrop, MAX_ZOOM, sourceSquare, zoomCrop } from './square-crop';

/** The frame's side on screen, in CSS pixels: fits a phone with room around it. */
const VIEWPORT = 240;
const KEY_STEP = 10;
const ZOOM_STEP = 0.25;

export interface SquareCropperProps {
  image: LoadedImage;
  /** The file's name, for the frame's accessible name. */
  name: string;
  /** Receives the framed square in the image's pixels. */
  onConfirm: (square: { x: number; y: number; side: number }) => void;
  onCancel: () => void;
  /** Set to read the frame as it stands, without the user confirming it (a form saved meanwhile). */
  frameRef?: { current: (() => { x: number; y: number; side: number }) | null };
}

/** The square a new frame starts on: the image's centre, unzoomed. */
export function centredSquare(image: LoadedImage): { x: number; y: number; side: number } {
  return sourceSquare(image, VIEWPORT, centredCrop(image, VIEWPORT));
}

/**
 * Frames a square of the image before upload: drag it (mouse or finger) or move it with the
 * arrow keys, zoom with the slider or +/−; the frame is always covered. Light on purpose: no crop
 * library, the canvas does the cut (./image-canvas).
 */
export function SquareCropper({ image, name, onConfirm, onCancel, frameRef }: SquareCropperProps) {
  const { t } = useTranslation('files');
  const [crop, setCrop] = useState<CropState>(() => centredCrop(image, VIEWPORT));
  if (frameRef) frameRef.current = () => sourceSquare(image, VIEWPORT, crop);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; from: CropState } | null>(null);
  const helpId = useId();
  const zoomId = useId();
  const scale = (VIEWPORT / Math.min(image.width, image.height)) * crop.zoom;

  const move = (dx: number, dy: number) =>
    setCrop((current) => clampCrop(image, VIEWPORT, { ...current, x: current.x + dx, y: current.y + dy }));
  const zoomTo = (zoom: number) => setCrop((current) => zoomCrop(image, VIEWPORT, current, zoom));

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, from: crop };
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    setCrop(
      clampCrop(image, VIEWPORT, {
        ...start.from,
        x: start.from.x + event.clientX - start.startX,
        y: start.from.y + event.clientY - start.startY,
      }),
    );
  };
  const handlePointerUp = () => {
    drag.current = null;
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const step = moves[event.key];
    if (step) {
      event.preventDefault();
      move(step[0], step[1]);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomTo(crop.zoom + ZOOM_STEP);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomTo(crop.zoom - ZOOM_STEP);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onConfirm(sourceSquare(image, VIEWPORT, crop));
    }
  };

  return (
    <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }} data-testid="image-cropper">
      <Text fontWeight="medium">{t('files:upload.crop_title')}</Text>
      <Box
        role="img"
        aria-label={t('files:upload.frame_label', { name })}
        aria-describedby={helpId}
        tabIndex={0}
        position="relative"
        width={`${VIEWPORT}px`}
        height={`${VIEWPORT}px`}
        alignSelf={{ base: 'center', sm: 'flex-start' }}
        overflow="hidden"
        borderRadius="md"
        borderWidth="2px"
        borderColor="blue.solid"
        bg="bg.muted"
        cursor="grab"
        touchAction="none"
        userSelect="none"
        _active={{ cursor: 'grabbing' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        onKeyDown={handleKeyDown}
      >
        <chakra.img
          src={image.url}
          alt=""
          draggable={false}
          position="absolute"
          top="0"
          left="0"
          maxW="none"
          width={`${image.width * scale}px`}
          height={`${image.height * scale}px`}
          transform={`translate(${crop.x}px, ${crop.y}px)`}
          pointerEvents="none"
        />
      </Box>
      <Text id={helpId} fontSize="xs" color="fg.muted" maxW={`${VIEWPORT + 80}px`}>
        {t('files:upload.crop_help')}
      </Text>
      <HStack gap="2" width={{ base: 'full', sm: `${VIEWPORT}px` }}>
        <Button
          size="xs"
          variant="ghost"
          aria-label={t('files:upload.zoom_out')}
          onClick={() => zoomTo(crop.zoom - ZOOM_STEP)}
          disabled={crop.zoom <= 1}
        >
          <Minus size={14} aria-hidden="true" />
        </Button>
        <chakra.label htmlFor={zoomId} srOnly>
          {t('files:upload.zoom')}
        </chakra.label>
        <chakra.input
          id={zoomId}
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={crop.zoom}
          onChange={(event) => zoomTo(Number(event.currentTarget.value))}
          flex="1"
          accentColor="var(--chakra-colors-blue-solid)"
        />
        <Button
          size="xs"
          variant="ghost"
          aria-label={t('files:upload.zoom_in')}
          onClick={() => zoomTo(crop.zoom + ZOOM_STEP)}
          disabled={crop.zoom >= MAX_ZOOM}
        >
          <Plus size={14} aria-hidden="true" />
        </Button>
      </HStack>
      <HStack gap="2" justify={{ base: 'flex-end', sm: 'flex-start' }}>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {t('files:upload.cancel')}
        </Button>
        <Button size="sm" colorPalette="blue" onClick={() => onConfirm(sourceSquare(image, VIEWPORT, crop))}>
          {t('files:upload.use_frame')}
        </Button>
      </HStack>
    </Stack>
  );
}

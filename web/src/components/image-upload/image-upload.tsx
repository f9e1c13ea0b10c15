import {
  Alert,
  Box,
  Button,
  chakra,
  HStack,
  IconButton,
  List,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  formatBytes,
  IMAGE_PURPOSES,
  type ImagePurpose,
  type StoredImage,
} from '@pickleball/domain/files/files.schemas';
import { ImageUp, Trash2 } from 'lucide-react';
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cropSquare, type LoadedImage, loadImage, renameForType } from './image-canvas';
import {
  acceptAttribute,
  checkImageFiles,
  describeTypes,
  detectType,
  type ImageRejection,
} from './image-rules';
import { centredSquare, SquareCropper } from './square-cropper';
import { describeUploadError } from './upload-image';
import { useImageUploads } from './use-image-uploads';

export interface ImageUploadProps {
  /** What the images are for (`club_avatar`, `user_avatar`): the server's rules for them. */
  purpose: ImagePurpose;
  /** The images kept so far (controlled): what the server answered for each upload. */
  value: readonly StoredImage[];
  /**
   * Receives the images after an upload or a removal. Each carries `id` (what a form saves),
   * `url` and `variants` (64, 256, 512 px). With `maxFiles` 1, a new image replaces the old one.
   */
  onChange: (images: StoredImage[]) => void;
  /** Visible label (also names the drop zone). */
  label: string;
  /** A line under the label, after the allowed types and size. */
  helperText?: string;
  /** Allowed MIME types; the purpose's by default (a club avatar: JPG and PNG). */
  accept?: readonly string[];
  /** Maximum size of one file in bytes; the purpose's by default (a club avatar: 2 MB). */
  maxBytes?: number;
  /** Maximum number of images; 1 by default. */
  maxFiles?: number;
  /** Asks the user to frame a square before uploading (avatars); the purpose's setting by default. */
  square?: boolean;
  /** A message from the surrounding form (a server 422 on this field). */
  error?: string;
  /** Tells the form an upload is running, so it can wait before saving. */
  onBusyChange?: (busy: boolean) => void;
  /** Lets the form finish what is under way when it saves (see ImageUploadHandle). */
  handleRef?: { current: ImageUploadHandle | null };
  disabled?: boolean;
}

export interface ImageUploadHandle {
  /**
   * Uploads every picture still waiting to be framed, in the frame as it stands on screen (the
   * next ones centred), and waits for every upload: a form saved before the user pressed "use this
   * frame" saves the picture they see. `failed` says an upload did not go through (its message is
   * shown under the field).
   */
  settle(): Promise<{ images: StoredImage[]; failed: boolean }>;
}

/**
 * An image picker for avatars and similar (SPEC §2 "Image upload component", §5, §8): drag and
 * drop or choose; the allowed types, the maximum size and the maximum number of files are
 * checked first, with SPEC's messages in the user's language; a square can be framed before
 * sending (the server crops avatars square too); each upload shows its progress; the server
 * answers the stored image with its variants, which goes to `onChange`. Refusals from the server
 * (the type read from the bytes, an unreadable image, variants that could not be made) show here.
 */
export function ImageUpload({
  purpose,
  value,
  onChange,
  label,
  helperText,
  accept = IMAGE_PURPOSES[purpose].types,
  maxBytes = IMAGE_PURPOSES[purpose].maxBytes,
  maxFiles = 1,
  square = IMAGE_PURPOSES[purpose].square,
  error,
  onBusyChange,
  handleRef,
  disabled,
}: ImageUploadProps) {
  const { t } = useTranslation(['files', 'validation', 'errors']);
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const messagesId = useId();
  const [isOver, setIsOver] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  /** Files waiting to be framed (square), first one on screen. */
  const [framing, setFraming] = useState<{ file: File; image: LoadedImage }[]>([]);
  const valueRef = useRef(value);
  valueRef.current = value;
  const frameRef = useRef<(() => { x: number; y: number; side: number }) | null>(null);

  const onFailed = useCallback(
    (name: string, caught: unknown) =>
      setMessages((current) => [
        ...current,
        `${name}: ${describeUploadError(caught, t('errors:image.upload_failed'))}`,
      ]),
    [t],
  );
  const { uploads, send, allSent } = useImageUploads({
    purpose,
    maxFiles,
    valueRef,
    onChange,
    onFailed,
  });

  const isBusy = uploads.length > 0 || framing.length > 0;
  useEffect(() => onBusyChange?.(isBusy), [isBusy, onBusyChange]);
  const framingRef = useRef(framing);
  framingRef.current = framing;
  // Object URLs of images still waiting to be framed go with the component.
  useEffect(
    () => () => {
      for (const item of framingRef.current) URL.revokeObjectURL(item.image.url);
    },
    [],
  );

  const describeRejection = useCallback(
    (rejection: ImageRejection) => {
      const message =
        rejection.reason === 'type'
          ? t('validation:image_type', { types: rejection.types })
          : rejection.reason === 'size'
            ? t('validation:image_too_large', { max: rejection.max })
            : t('validation:too_many_files', { max: rejection.max });
      return `${rejection.file.name}: ${message}`;
    },
    [t],
  );

  const handleFiles = useCallback(
    async (files: File[]) => {
      if (disabled || files.length === 0) return;
      const { accepted, rejected } = checkImageFiles(
        files,
        { accept, maxBytes, maxFiles },
        valueRef.current.length,
      );
      const problems = rejected.map(describeRejection);
      const readable: { file: File; image: LoadedImage }[] = [];
      for (const file of accepted) {
        try {
          readable.push({ file, image: await loadImage(file) });
        } catch {
          problems.push(`${file.name}: ${t('errors:image.load_failed')}`);
        }
      }
      setMessages(problems);
      if (square) setFraming((current) => [...current, ...readable]);
      else
        for (const { file, image } of readable) {
          URL.revokeObjectURL(image.url);
          void send(file, file.name);
        }
    },
    [disabled, accept, maxBytes, maxFiles, square, describeRejection, send, t],
  );

  /** Cuts the framed square out of a waiting picture and uploads it. */
  const cropAndSend = async (
    item: { file: File; image: LoadedImage },
    squareArea: { x: number; y: number; side: number },
  ): Promise<boolean> => {
    let cropped: { blob: Blob; type: string };
    try {
      cropped = await cropSquare(item.image, squareArea, detectType(item.file), { maxBytes, accept });
    } catch {
      setMessages((list) => [...list, `${item.file.name}: ${t('errors:image.load_failed')}`]);
      return false;
    } finally {
      URL.revokeObjectURL(item.image.url);
    }
    return send(cropped.blob, renameForType(item.file.name, cropped.type));
  };

  const handleFramed = async (squareArea: { x: number; y: number; side: number }) => {
    const current = framing[0];
    if (!current) return;
    setFraming((queue) => queue.slice(1));
    await cropAndSend(current, squareArea);
  };

  if (handleRef)
    handleRef.current = {
      async settle() {
        const waiting = framingRef.current;
        setFraming([]);
        framingRef.current = [];
        const framed = await Promise.all(
          waiting.map((item, index) =>
            cropAndSend(item, (index === 0 ? frameRef.current?.() : null) ?? centredSquare(item.image)),
          ),
        );
        const sent = await allSent();
        return { images: [...valueRef.current], failed: [...framed, ...sent].includes(false) };
      },
    };

  const skipFraming = () => {
    const current = framing[0];
    setFraming((queue) => queue.slice(1));
    if (current) URL.revokeObjectURL(current.image.url);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    void handleFiles([...event.dataTransfer.files]);
  };

  const remove = (image: StoredImage) => onChange(value.filter((kept) => kept.id !== image.id));
  const rules = t('files:upload.rules', { types: describeTypes(accept), max: formatBytes(maxBytes) });
  const current = framing[0];
  const hasRoom = maxFiles === 1 || value.length < maxFiles;

  return (
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium" fontSize="sm">
        {label}
      </Text>
      <HStack gap="4" align="flex-start" flexWrap="wrap">
        {value.map((image) => (
          <Box
            key={image.id}
            position="relative"
            width="28"
            height={square ? '28' : 'auto'}
            borderWidth="1px"
            borderRadius="md"
            overflow="hidden"
            bg="bg.muted"
            flexShrink={0}
          >
            <chakra.img
              src={image.variants['256'] ?? image.url}
              alt={t('files:upload.preview_alt', { label })}
              width="full"
              height="full"
              objectFit="cover"
              data-testid="image-upload-preview"
            />
            <IconButton
              size="2xs"
              colorPalette="red"
              variant="solid"
              position="absolute"
              top="1"
              insetEnd="1"
              aria-label={t('files:upload.remove')}
              onClick={() => remove(image)}
              disabled={disabled}
            >
              <Trash2 />
            </IconButton>
          </Box>
        ))}
        {current ? (
          <SquareCropper
            key={current.image.url}
            image={current.image}
            name={current.file.name}
            onConfirm={(area) => void handleFramed(area)}
            onCancel={skipFraming}
            frameRef={frameRef}
          />
        ) : (
          hasRoom && (
            <Box
              flex="1"
              minW={{ base: 'full', sm: '64' }}
              onDragOver={(event) => {
                event.preventDefault();
                if (!disabled) setIsOver(true);
              }}
              onDragLeave={() => setIsOver(false)}
              onDrop={handleDrop}
              borderWidth="2px"
              borderStyle="dashed"
              borderColor={error ? 'border.error' : isOver ? 'blue.solid' : 'border'}
              bg={isOver ? 'blue.subtle' : 'bg.subtle'}
              borderRadius="lg"
              px="4"
              py="5"
              textAlign="center"
              transition="background 0.15s"
              data-testid="image-drop-zone"
            >
              <Stack align="center" gap="2">
                <Box color="fg.muted" aria-hidden="true">
                  <ImageUp size={28} />
                </Box>
                <Text fontSize="sm">
                  {t(maxFiles === 1 ? 'files:upload.drop_here' : 'files:upload.drop_here_many')}
                </Text>
                <chakra.input
                  ref={inputRef}
                  type="file"
                  accept={acceptAttribute(accept)}
                  multiple={maxFiles > 1}
                  srOnly
                  tabIndex={-1}
                  aria-hidden="true"
                  disabled={disabled}
                  data-testid="image-file-input"
                  onChange={(event) => {
                    void handleFiles([...(event.currentTarget.files ?? [])]);
                    // Choosing the same file again must fire a change again.
                    event.currentTarget.value = '';
                  }}
                />
                <Button
                  size="sm"
                  variant="outline"
                  disabled={disabled}
                  onClick={() => inputRef.current?.click()}
                  aria-describedby={`${hintId} ${messagesId}`}
                >
                  {value.length > 0 && maxFiles === 1
                    ? t('files:upload.replace')
                    : t(maxFiles === 1 ? 'files:upload.choose' : 'files:upload.choose_many')}
                </Button>
                <Text id={hintId} fontSize="xs" color="fg.muted">
                  {rules}
                  {maxFiles > 1 ? ` · ${t('files:upload.max_files', { count: maxFiles })}` : ''}
                  {helperText ? ` · ${helperText}` : ''}
                </Text>
              </Stack>
            </Box>
          )
        )}
      </HStack>
      {uploads.map((upload) => (
        <Progress.Root key={upload.key} value={upload.percent} size="sm" colorPalette="blue" maxW="md">
          <HStack justify="space-between" gap="3">
            <Progress.Label fontSize="xs" fontWeight="normal" truncate>
              {t('files:upload.progress', { name: upload.name })}
            </Progress.Label>
            {upload.percent !== null && (
              <Progress.ValueText fontSize="xs">{upload.percent}%</Progress.ValueText>
            )}
          </HStack>
          <Progress.Track mt="1">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ))}
      <Box id={messagesId} aria-live="polite">
        {(messages.length > 0 || error) && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              {error && <Alert.Description>{error}</Alert.Description>}
              {messages.length === 1 ? (
                <Alert.Description>{messages[0]}</Alert.Description>
              ) : (
                messages.length > 1 && (
                  <Alert.Description>
                    <List.Root ps="4">
                      {messages.map((message) => (
                        <List.Item key={message}>{message}</List.Item>
                      ))}
                    </List.Root>
                  </Alert.Description>
                )
              )}
            </Alert.Content>
          </Alert.Root>
        )}
      </Box>
    </Stack>
  );
}

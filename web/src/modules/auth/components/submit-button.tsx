import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

/** The full-width primary button of the sign-in forms, busy while the form submits. */
export function SubmitButton({ children, loadingText }: { children: ReactNode; loadingText: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      colorPalette="blue"
      width="full"
      size="lg"
      loading={isSubmitting}
      loadingText={loadingText}
    >
      {children}
    </Button>
  );
}

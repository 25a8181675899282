// The form of a dialog: every dialog with fields and a submit button uses it (the post editor's link dialog, the
// Admin's password reset, the sign-in dialog's steps). MUI renders a dialog in a portal, outside the page's form
// in the document but not in React's tree, and React passes a submit event up that tree: a dialog opened inside
// a form (the link dialog inside the post form) would submit, and save, that form too. This form's submit stops
// here, and never loads another page (the dialog's own handler sends it).
import type { ComponentProps, FormEvent } from 'react';

export function DialogForm({
  onSubmit,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & { onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit(event);
      }}
    />
  );
}

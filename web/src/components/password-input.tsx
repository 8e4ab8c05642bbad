import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from './icon-button';
import { Input, type InputProps } from './input';

/** A password field with a show/hide switch. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <IconButton
          label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          onClick={() => setVisible((value) => !value)}
          className="size-9 [&_svg]:size-4.5"
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </IconButton>
      }
    />
  );
}

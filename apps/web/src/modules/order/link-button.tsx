import { Button, type ButtonProps } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * A button that is a link: one focusable element (an <a> styled as a button) that the router
 * follows on a plain click; a middle click or ctrl-click still opens a new tab.
 */
export function LinkButton({ to, ...rest }: Omit<ButtonProps, 'href'> & { to: string }): ReactNode {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    rest.onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...rest} href={to} onClick={follow} />;
}

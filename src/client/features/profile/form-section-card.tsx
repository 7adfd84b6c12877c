import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

/** One section of the edit profile form: a card titled by its heading, for screen readers too. */
export function FormSectionCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
          <Icon className="h-5 w-5 text-ocean-600" aria-hidden /> {title}
        </CardTitle>
        <p className="text-sm text-ocean-900/70">{description}</p>
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}

/** `aria-describedby` of a control inside a {@link Field}: its error, else its hint. */
export function describedBy(id: string, error: string | undefined, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

// Error boundary around one remote's part of the page: a failure there shows a notice with Retry, nothing else breaks.
import { Component, type ReactNode } from 'react';
import { Button, Notice } from '@kemet/ui';

interface Props {
  /** What the visitor would call this part, e.g. 'map' or 'events'. */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[kemet] the ${this.props.label} could not be shown:`, error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Notice tone="error" title={`The ${this.props.label} is not available right now.`}>
        <p>The rest of the site still works. Please try again in a moment.</p>
        <Button onClick={this.retry}>Retry</Button>
      </Notice>
    );
  }
}
